export class GetFeaturedBotsQuery {
  constructor(readonly limit: number) {}
}
