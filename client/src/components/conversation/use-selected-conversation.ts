import { useState } from 'react';
import { useSearch } from 'wouter';

/**
 * The conversation shown beside the list: at first the one a mail's link names
 * (`?conversation=12`), then whichever the reader picks.
 */
export function useSelectedConversation() {
  const search = useSearch();
  return useState<number | null>(() => {
    const linked = Number(new URLSearchParams(search).get('conversation'));
    return Number.isInteger(linked) && linked > 0 ? linked : null;
  });
}
