import { type BibleVersionId, defaultBibleVersionFor } from '@contract/bible';
import type { ReactNode } from 'react';
import { ScriptureReference } from '@client/components/scripture-reference';
import { markReferences, parseArticle, type Block, type Inline } from './article-markup';

type StudyReferenceRow = readonly [start: number, end: number, osis: string];

function renderInlineIn(nodes: Inline[], version: BibleVersionId): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return node.text;
    if (node.kind === 'bold')
      return <strong key={i}>{renderInlineIn(node.children, version)}</strong>;
    if (node.kind === 'reference') {
      return (
        <ScriptureReference key={i} osis={node.osis} version={version}>
          {renderInlineIn(node.children, version)}
        </ScriptureReference>
      );
    }
    return <em key={i}>{renderInlineIn(node.children, version)}</em>;
  });
}

/**
 * `top` is the shallowest heading level shown: headings are ranked from it, so the outline goes
 * h1 (the page's title), h2, h3 without a gap, whether or not the article's own title is shown.
 */
function renderBlock(block: Block, key: number, version: BibleVersionId, top: number): ReactNode {
  const renderInline = (nodes: Inline[]) => renderInlineIn(nodes, version);
  switch (block.kind) {
    case 'heading': {
      // The page's h1 is the study title, so the article's levels start at h2.
      const content = renderInline(block.children);
      const rank = block.level - top + 1;
      if (rank === 1)
        return (
          <h2 key={key} className="mt-2 mb-4 text-3xl font-bold text-navy-900 sm:text-4xl">
            {content}
          </h2>
        );
      if (rank === 2)
        return (
          <h3 key={key} className="mt-10 mb-3 text-2xl font-semibold text-navy-900">
            {content}
          </h3>
        );
      return (
        <h4 key={key} className="mt-6 mb-2 font-serif text-xl font-semibold text-navy-800">
          {content}
        </h4>
      );
    }
    case 'emphasis':
      return (
        <p key={key} className="my-6 text-center font-serif text-lg text-gold-800 italic">
          {renderInline(block.children)}
        </p>
      );
    case 'quote':
      return (
        <blockquote
          key={key}
          className="my-6 border-l-4 border-gold-400 bg-gold-50 px-5 py-4 font-serif text-lg leading-relaxed text-navy-900"
        >
          <p>{renderInline(block.children)}</p>
          {block.cite ? (
            <footer className="mt-2 text-right font-sans text-sm font-semibold text-navy-700 not-italic">
              — <cite className="not-italic">{renderInline(block.cite)}</cite>
            </footer>
          ) : null}
        </blockquote>
      );
    case 'list':
      return (
        <ul key={key} className="my-4 list-disc space-y-2 pl-6 marker:text-gold-600">
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item)}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return (
        <p key={key} className="my-4">
          {renderInline(block.children)}
        </p>
      );
  }
}

/** A study's article, rendered from its markup as React elements (never as raw HTML). */
export function Article({
  source,
  lang,
  references = [],
  omitTitle = false,
}: {
  source: string;
  lang: string;
  /**
   * Where the Scripture references stand in `source` (content/study-references.ts): each becomes
   * a link to the reader with the passage in a popover, in the article language's version.
   */
  references?: readonly StudyReferenceRow[];
  /** Leave out a leading `#` heading (the reader shows the title above the article). */
  omitTitle?: boolean;
}) {
  const version = defaultBibleVersionFor(lang);
  const blocks = parseArticle(markReferences(source, references));
  const first = blocks[0];
  const shown =
    omitTitle && first?.kind === 'heading' && first.level === 1 ? blocks.slice(1) : blocks;
  const levels = shown.flatMap((block) => (block.kind === 'heading' ? [block.level] : []));
  const top = levels.length > 0 ? Math.min(...levels) : 1;
  return (
    <div lang={lang} className="text-base leading-relaxed text-slate-800 sm:text-lg">
      {shown.map((block, i) => renderBlock(block, i, version, top))}
    </div>
  );
}
