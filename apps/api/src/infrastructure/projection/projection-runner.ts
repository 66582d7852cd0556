/** What the api runs for its read side: the inline projector, or a tracker of the remote one. */
export interface ProjectionRunner {
  /** Resolves once the read models show everything stored at call time (bounded). */
  catchUp(): Promise<void>;
}

export const PROJECTION_RUNNER = Symbol('PROJECTION_RUNNER');
