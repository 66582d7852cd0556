/** Server-side limits the spec leaves unshown; docs/rules.md lists them. */
export const LIMITS = {
  nameMin: 2,
  nameMax: 32,
  ownerNameMax: 64,
  shortDescriptionMax: 100,
  descriptionMin: 1,
  descriptionMax: 4000,
  urlMax: 2048,
  categoriesMax: 5,
  tagsMax: 10,
  tagMax: 24,
  reviewNotesMax: 2000,
  notesForReviewerMax: 1000,
  staffNoteMax: 2000,
  /** A reviewer's claim on a submission lasts this long unless renewed. */
  claimMinutes: 30,
  submitterNameMax: 64,
  contactInfoMax: 200,
  searchMax: 100,
  listLimitDefault: 20,
  listLimitMax: 100,
  bodyBytesMax: 100 * 1024,
  /** Nesting of any JSON the api parses: request bodies and JSON strings inside them. */
  jsonDepthMax: 8,
} as const;
