import type { BotData, SubmissionFieldChange } from '@botdir/contracts';

/** A submission's bot as the read model stores it: the form, with the notes for the reviewer. */
export type StoredBot = BotData & { notesForReviewer?: string };

/** The fields a reviewer compares, in the form's order, with the label the form gives them. */
const COMPARED: readonly (readonly [keyof StoredBot, string])[] = [
  ['name', 'Name'],
  ['shortDescription', 'Short description'],
  ['description', 'Full description'],
  ['avatar', 'Avatar'],
  ['inviteUrl', 'Invite URL'],
  ['categories', 'Categories'],
  ['tags', 'Tags'],
  ['supportServerUrl', 'Support server'],
  ['websiteUrl', 'Website'],
  ['githubUrl', 'GitHub'],
  ['notesForReviewer', 'Notes for the reviewer'],
];

const shown = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';

/** Each compared field whose shown value differs between `before` and `after`. */
export function fieldChanges(before: StoredBot, after: StoredBot): SubmissionFieldChange[] {
  return COMPARED.flatMap(([key, field]) => {
    const was = shown(before[key]);
    const now = shown(after[key]);
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}
