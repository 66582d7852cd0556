import type { DirectoryEventOf, RecordedEvent } from '@botdir/contracts';
import { defineProjection } from './projection';

/** A hidden developer page; a shown one (the default) keeps no document. */
export interface DeveloperPageDoc {
  hidden: true;
  hiddenAt: string;
}

function evolveDeveloperPage(
  _doc: DeveloperPageDoc | null,
  event: RecordedEvent<DirectoryEventOf<'DeveloperPageVisibilitySet'>>,
): DeveloperPageDoc | null {
  return event.data.hidden ? { hidden: true, hiddenAt: event.metadata.occurredAt } : null;
}

export const developerPagesProjection = defineProjection<
  DeveloperPageDoc,
  'DeveloperPageVisibilitySet'
>({
  name: 'developer-pages',
  eventTypes: ['DeveloperPageVisibilitySet'],
  keyOf: (event) => event.data.userId,
  evolve: evolveDeveloperPage,
});
