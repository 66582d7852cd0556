export class GetUserBotsQuery {
  constructor(readonly userId: string) {}
}
