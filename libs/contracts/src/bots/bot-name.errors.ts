import { DomainError } from '../common/domain-error';

export const NAME_TAKEN = 'BOT.NAME_TAKEN';

/**
 * A name that looks the same as a listed or pending bot's; the message also under `fields.name`.
 * Here because submissions and edits both answer it (the bots module enforces it).
 */
export function nameTaken(name: string, clashName: string): DomainError {
  const message = `The name "${name}" is taken: it looks the same as "${clashName}", a bot already listed or awaiting review. Please choose another name.`;
  return new DomainError(NAME_TAKEN, 'conflict', message, { name: message });
}
