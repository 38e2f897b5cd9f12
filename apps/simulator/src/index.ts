export { chronogolfCourseIdOf, chronogolfCourseUuid, SEEDED_COURSES } from './catalogue';
export { CHRONOGOLF_PAGE_SIZE, CHRONOGOLF_STATUSES, type ChronogolfStatus } from './chronogolf';
export type { FaultInput, SlotInput, SlotView, VariantInput } from './control';
export { CPS_VARIANTS, type CpsVariant, cpsApiKey } from './cps';
export { DEMO_BUDGETS } from './demo-budgets';
export type { Fault, FaultRule, FaultTarget } from './faults';
export type { LoggedRequest, RequestLogSnapshot } from './request-log';
export { type Simulator, type SimulatorOptions, startSimulator, type TickResult } from './simulator';
export { HORIZON_DAYS, type SlotChange } from './tee-sheets';
