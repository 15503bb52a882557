import { snippetParts } from '@contract/search';

/**
 * A result's snippet: the API's escaped text with its matched words in `<mark>`, rendered as text
 * and mark elements (React escapes it again; no HTML from content is ever inserted as markup).
 */
export function Snippet({ html, className }: { html: string; className?: string }) {
  return (
    <p className={className}>
      {snippetParts(html).map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded-sm bg-gold-100 px-0.5 text-navy-950">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
