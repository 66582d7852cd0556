export class GetSubmissionHistoryQuery {
  constructor(readonly submissionId: string) {}
}
