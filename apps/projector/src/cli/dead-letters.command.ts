import type { CliStores, Print } from './cli-stores';
import { UsageError } from './replay.command';

/** `projections dead-letters [retry]`: list the events a read model skipped, or retry each. */
export async function deadLettersCommand(
  { readStore }: CliStores,
  action: string | undefined,
  print: Print,
): Promise<void> {
  if (action !== undefined && action !== 'retry') {
    throw new UsageError('dead-letters takes no argument, or "retry"');
  }
  const letters = await readStore.deadLetters();
  if (letters.length === 0) {
    print('No dead letters.');
    return;
  }
  for (const letter of letters) {
    const where = `${letter.projection} @${letter.position} ${letter.type} (${letter.eventId})`;
    if (action !== 'retry') {
      print(`${where} at ${letter.at}: ${letter.error}`);
      continue;
    }
    const fixed = await readStore.retryDeadLetter(letter.projection, letter.position);
    print(`${where}: ${fixed ? 'applied, letter removed' : 'still failing'}`);
  }
}
