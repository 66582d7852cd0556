export class GetStatsQuery {}
