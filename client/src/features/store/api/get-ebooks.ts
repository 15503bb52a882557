import type { Ebook } from '@contract/catalog';
import { useQuery } from '@tanstack/react-query';

export function useEbooks() {
  return useQuery<Ebook[]>({ queryKey: ['/api/ebooks'] });
}
