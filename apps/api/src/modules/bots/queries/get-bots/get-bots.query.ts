import type { ListBotsQuery } from '@botdir/read-store';

export class GetBotsQuery {
  constructor(readonly params: ListBotsQuery) {}
}
