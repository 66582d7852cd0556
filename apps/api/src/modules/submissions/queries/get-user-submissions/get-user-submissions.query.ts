export class GetUserSubmissionsQuery {
  constructor(readonly userId: string) {}
}
