import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { Article } from './article';
import { markReferences, parseArticle, parseInline } from './article-markup';

const html = (source: string) => renderToStaticMarkup(<Article source={source} lang="en" />);

describe('parseArticle', () => {
  it('splits paragraphs on blank lines and joins lines inside one', () => {
    expect(parseArticle('One\nline two\n\n  \nThree')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'One line two' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Three' }] },
    ]);
  });

  it('reads #, ## and ### headings', () => {
    expect(
      parseArticle('# A\n\n## B\n\n### C').map((b) => b.kind === 'heading' && b.level),
    ).toEqual([1, 2, 3]);
    // Four hashes are not a heading; a hash without a space is not either.
    expect(parseArticle('#### D')[0]?.kind).toBe('paragraph');
    expect(parseArticle('#E')[0]?.kind).toBe('paragraph');
  });

  it('reads a single-line paragraph wrapped in asterisks as an emphasis line', () => {
    expect(parseArticle('*God keeps his word.*')).toEqual([
      { kind: 'emphasis', children: [{ kind: 'text', text: 'God keeps his word.' }] },
    ]);
    // Two lines, or bold, are not emphasis lines.
    expect(parseArticle('*one\ntwo*')[0]?.kind).toBe('paragraph');
    expect(parseArticle('**bold line**')[0]?.kind).toBe('paragraph');
  });

  it('reads a paragraph wrapped in quotes as a blockquote with its reference', () => {
    expect(parseArticle('"Let your Kingdom come." — Matthew 6:10')).toEqual([
      {
        kind: 'quote',
        children: [{ kind: 'text', text: 'Let your Kingdom come.' }],
        cite: [{ kind: 'text', text: 'Matthew 6:10' }],
      },
    ]);
    expect(parseArticle('“Repent.”')).toEqual([
      { kind: 'quote', children: [{ kind: 'text', text: 'Repent.' }] },
    ]);
    // Quotes nested inside the quotation stay as they are.
    const nested = parseArticle('"He said, “Come.”" — John 1:39')[0];
    expect(nested).toMatchObject({ kind: 'quote', cite: [{ kind: 'text', text: 'John 1:39' }] });
    // A paragraph that only starts with a quotation is a paragraph.
    expect(parseArticle('"Amen," they said, and left.')[0]?.kind).toBe('paragraph');
    expect(parseArticle('"unterminated')[0]?.kind).toBe('paragraph');
  });

  it('reads lines starting with "- " as a bullet list, apart from text around them', () => {
    expect(parseArticle('Intro\n- one\n- **two**\nAfter')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Intro' }] },
      {
        kind: 'list',
        items: [
          [{ kind: 'text', text: 'one' }],
          [{ kind: 'bold', children: [{ kind: 'text', text: 'two' }] }],
        ],
      },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'After' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads **bold** and *italic*, also nested', () => {
    expect(parseInline('a **b *c* d** e *f*')).toEqual([
      { kind: 'text', text: 'a ' },
      {
        kind: 'bold',
        children: [
          { kind: 'text', text: 'b ' },
          { kind: 'italic', children: [{ kind: 'text', text: 'c' }] },
          { kind: 'text', text: ' d' },
        ],
      },
      { kind: 'text', text: ' e ' },
      { kind: 'italic', children: [{ kind: 'text', text: 'f' }] },
    ]);
  });

  it('leaves unbalanced markers as literal text', () => {
    expect(parseInline('**open and *half')).toEqual([{ kind: 'text', text: '**open and *half' }]);
    expect(parseInline('2 * 3 = 6')).toEqual([{ kind: 'text', text: '2 * 3 = 6' }]);
    expect(parseInline('****')).toEqual([{ kind: 'text', text: '****' }]);
  });
});

describe('Article (rendering)', () => {
  it('renders each rule as its element', () => {
    const out = html(
      [
        '# Title',
        '## Part',
        '### Section',
        '*Emphasis line*',
        '"Quoted words." — Acts 3:21',
        '- item **one**\n- item *two*',
        'Plain **bold** and *italic*.',
      ].join('\n\n'),
    );
    expect(out).toContain('<h2 class="');
    expect(out).toContain('>Title</h2>');
    expect(out).toContain('>Part</h3>');
    expect(out).toContain('>Section</h4>');
    expect(out).toMatch(/<p class="[^"]*text-center[^"]*italic[^"]*">Emphasis line<\/p>/);
    expect(out).toMatch(
      /<blockquote[^>]*><p>Quoted words\.<\/p><footer[^>]*>— <cite[^>]*>Acts 3:21<\/cite><\/footer><\/blockquote>/,
    );
    expect(out).toMatch(
      /<ul[^>]*><li>item <strong>one<\/strong><\/li><li>item <em>two<\/em><\/li><\/ul>/,
    );
    expect(out).toContain('Plain <strong>bold</strong> and <em>italic</em>.</p>');
    expect(out).toMatch(/^<div lang="en"/);
  });

  it('never lets markup from the content through', () => {
    const out = html(
      '<script>alert(1)</script>\n\n# <img src=x onerror=alert(1)>\n\n"<b>q</b>" — <i>x</i>\n\n- <a href="javascript:alert(1)">x</a>',
    );
    expect(out).not.toMatch(/<script|<img|<b>|<i>|<a /);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('renders empty input as an empty article', () => {
    expect(html('')).toBe(
      '<div lang="en" class="text-base leading-relaxed text-slate-800 sm:text-lg"></div>',
    );
  });
});

describe('Article omitTitle', () => {
  it('leaves out a leading level-1 heading only', () => {
    const out = renderToStaticMarkup(<Article source={'# Title\n\nText'} lang="en" omitTitle />);
    expect(out).not.toContain('Title');
    expect(out).toContain('Text');
    const kept = renderToStaticMarkup(<Article source={'## Part\n\nText'} lang="en" omitTitle />);
    expect(kept).toContain('Part');
  });

  it('ranks the headings from the shallowest shown, so the outline has no gap under the h1', () => {
    const out = renderToStaticMarkup(
      <Article source={'# Title\n\n## Part\n\n### Section'} lang="en" omitTitle />,
    );
    expect(out).toContain('>Part</h2>');
    expect(out).toContain('>Section</h3>');
    const starts = renderToStaticMarkup(<Article source={'## Part\n\nText'} lang="en" />);
    expect(starts).toContain('>Part</h2>');
  });
});

describe('Scripture references in an article', () => {
  const source = 'See Acts 3:21 and **Rom 8:19–21**.\n\n"Times of restoration." — Acts 3:21';
  const references = [
    [4, 13, 'Acts.3.21'],
    [20, 31, 'Rom.8.19-Rom.8.21'],
    [62, 71, 'Acts.3.21'],
  ] as const;

  it('marks where they stand and reads them as reference nodes, also inside bold and a cite', () => {
    const blocks = parseArticle(markReferences(source, references));
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'See ' },
        { kind: 'reference', osis: 'Acts.3.21', children: [{ kind: 'text', text: 'Acts 3:21' }] },
        { kind: 'text', text: ' and ' },
        {
          kind: 'bold',
          children: [
            {
              kind: 'reference',
              osis: 'Rom.8.19-Rom.8.21',
              children: [{ kind: 'text', text: 'Rom 8:19–21' }],
            },
          ],
        },
        { kind: 'text', text: '.' },
      ],
    });
    expect(blocks[1]).toMatchObject({
      kind: 'quote',
      cite: [{ kind: 'reference', osis: 'Acts.3.21' }],
    });
  });

  it('renders each as a link to the passage in the reader, its popover closed', () => {
    const out = renderToStaticMarkup(
      <Router ssrPath="/bible-study">
        <Article source={source} lang="en" references={references} />
      </Router>,
    );
    expect(out).toMatch(
      /<a aria-haspopup="dialog" aria-expanded="false" data-popover-link="" href="\/bible\/Acts\/3#v21" class="scripture-ref">Acts 3:21<\/a>/,
    );
    expect(out).toMatch(/<strong><a [^>]*href="\/bible\/Romans\/8#v19-21"/);
    expect(out).toMatch(/<cite[^>]*><a [^>]*href="\/bible\/Acts\/3#v21"/);
  });

  it('leaves text without references, and rows that do not fit, as they were', () => {
    expect(markReferences('No references here.', [])).toBe('No references here.');
    expect(markReferences('Short', [[2, 40, 'Gen.1.1']])).toBe('Short');
    expect(parseInline('\uE000Gen.1.1 unterminated')).toEqual([
      { kind: 'text', text: '\uE000Gen.1.1 unterminated' },
    ]);
  });
});
