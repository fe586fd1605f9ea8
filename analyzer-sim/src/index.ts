export { startAnalyzerSim, type RunningSim } from './app';
export { ANALYTES, analyteFor, flagFor, type Analyte, type Flag } from './analytes';
export { configFromEnv, DEFAULTS, type SimConfig } from './config';
export type { LogEntry } from './message-log';
export type { BurstReport } from './burst';
export type { WorklistOrder } from './worklist';
