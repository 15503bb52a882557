import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ScriptureText } from './scripture-reference';

const render = (text: string, references: readonly (readonly [number, number, string])[]) =>
  renderToStaticMarkup(
    <Router ssrPath="/es/questions/1">
      <ScriptureText text={text} references={references} version="rv1909" />
    </Router>,
  );

describe('ScriptureText', () => {
  it('renders the references where they stand as links to the reader, with their popover', () => {
    const text = 'Lea Romanos 8:37-39 y Juan 3:16.';
    const out = render(text, [
      [4, 19, 'Rom.8.37-Rom.8.39'],
      [22, 31, 'John.3.16'],
    ]);
    expect(out).toBe(
      'Lea <a aria-haspopup="dialog" aria-expanded="false" data-popover-link="" href="/bible/Romans/8#v37-39" class="scripture-ref">Romanos 8:37-39</a>' +
        ' y <a aria-haspopup="dialog" aria-expanded="false" data-popover-link="" href="/bible/John/3#v16" class="scripture-ref">Juan 3:16</a>.',
    );
  });

  it('leaves the text as it is without rows, and leaves out rows that do not fit it', () => {
    expect(render('Sin referencias.', [])).toBe('Sin referencias.');
    expect(
      render('Corto', [
        [2, 40, 'Gen.1.1'],
        [3, 1, 'Gen.1.1'],
      ]),
    ).toBe('Corto');
  });
});
