import type { BibleVersionId } from '@contract/bible';
import { useRef } from 'react';
import { cn } from '@client/lib/utils';
import { ReferencePopoverIn } from './scripture-reference';

/**
 * An article's body, as the public page and the editor's preview both show it. `html` comes from
 * the server's one Markdown rendering (raw HTML escaped, the result sanitised: no script, event
 * handler or `javascript:` address), so it is set as markup rather than parsed again here.
 * Given a Bible version, its Scripture references open their passage in a popover.
 */
export function ArticleBody({
  html,
  className,
  version,
}: {
  html: string;
  className?: string;
  version?: BibleVersionId;
}) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <>
      <div
        ref={body}
        className={cn(
          'max-w-none font-serif text-lg leading-relaxed text-slate-800',
          '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-sans [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-navy-900',
          '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:font-sans [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-900',
          '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-navy-800',
          '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6',
          '[&_li]:my-1 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-500',
          '[&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
          '[&_a]:text-navy-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-navy-900',
          '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-base',
          '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-4',
          '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_hr]:my-8 [&_hr]:border-slate-200',
          '[&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2',
          '[&_th]:border [&_th]:px-2',
          className,
        )}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {version ? <ReferencePopoverIn container={body} html={html} version={version} /> : null}
    </>
  );
}
