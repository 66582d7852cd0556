/** Nest injection token of the validated `ProjectorConfig`. */
export const PROJECTOR_CONFIG = Symbol('PROJECTOR_CONFIG');
