import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Gives a route its own document title (pages with a data-driven title set their own). */
export function RouteTitle({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}
