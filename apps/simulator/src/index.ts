export { chronogolfCourseIdOf, chronogolfCourseUuid, SEEDED_COURSES } from './catalogue';
export { CHRONOGOLF_PAGE_SIZE, CHRONOGOLF_STATUSES, type ChronogolfStatus } from './chronogolf';
export type { CourseNameInput, FaultInput, SlotInput, SlotView, VariantInput } from './control';
export { CPS_VARIANTS, type CpsVariant } from './cps';
export { cpsApiKey } from './cps-payloads';
export { DEMO_BUDGETS } from './demo-budgets';
export type { Fault, FaultRule, FaultTarget } from './faults';
export { FORECAST_VARIABLES, type StandInHour, standInForecastHour } from './open-meteo';
export type { LoggedRequest, RequestLogSnapshot } from './request-log';
export { parseSheetDensity, SHEET_DENSITIES, type SheetDensity } from './sheet-density';
export { type Simulator, type SimulatorOptions, startSimulator, type TickResult } from './simulator';
export { HORIZON_DAYS, type SlotChange } from './tee-sheets';
export {
  type StandInMessage,
  type StandInRefusal,
  signTwilioRequest,
  startTwilioStandIn,
  type TwilioStandIn,
} from './twilio';
