import { fmt } from './bench-tools';

/**
 * Wall and CPU seconds per phase of a run, this process and (when given) the api's: on a shared
 * machine the wall clock is mostly the scheduler's, the CPU seconds are what a phase costs.
 */
export class PhaseClock {
  private readonly phases: string[] = [];
  private wall = performance.now();
  private cpu = process.cpuUsage();

  /** Ends the phase running since the last call (or the start) under `name`. */
  lap(name: string, otherCpuSeconds = 0): void {
    const used = process.cpuUsage(this.cpu);
    const cpuSeconds = (used.user + used.system) / 1e6 + otherCpuSeconds;
    const wallSeconds = (performance.now() - this.wall) / 1000;
    this.phases.push(`${name} ${fmt(wallSeconds, 0)} s (CPU ${fmt(cpuSeconds, 0)} s)`);
    this.wall = performance.now();
    this.cpu = process.cpuUsage();
  }

  summary(): string {
    return `phases (wall, CPU of the bench process plus the api's): ${this.phases.join('; ')}`;
  }
}
