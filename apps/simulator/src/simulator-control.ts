import type { createChronogolf } from './chronogolf';
import {
  type CourseNameInput,
  type FaultInput,
  parseCourseNameInput,
  parseFaultInput,
  parseSlotInput,
  parseTickInput,
  parseVariantInput,
  type SlotInput,
  type SlotView,
  slotView,
  type VariantInput,
} from './control';
import type { createCps } from './cps';
import type { createFaults, FaultRule } from './faults';
import { jsonReply, type Reply } from './http';
import type { createRequestLog, RequestLogSnapshot } from './request-log';
import type { CourseRef, createTeeSheets, SlotChange } from './tee-sheets';

// The simulator's control API: what tests and the demo do to its tee sheets, faults and request log, the same
// in-process (`Simulator`'s methods) and over HTTP under /__control/.

export type TickResult = { steps: number; changes: SlotChange[] };

/** What the control API does, whether called in-process or over HTTP under /__control/. */
export type SimulatorControl = {
  setSlot(input: SlotInput): SlotView;
  /** Every time on a course's sheet for a date, as the protocols would list it (booked ones included). */
  slots(course: CourseRef, date: string): SlotView[];
  tick(steps?: number): TickResult;
  addFault(input: FaultInput): { id: string };
  clearFaults(id?: string): boolean;
  faults(): FaultRule[];
  requests(): RequestLogSnapshot;
  /** Protocol requests refused with 429 by the rate limit (not by faults). */
  rateLimited(): number;
  clearRequests(): void;
  setVariant(input: VariantInput): void;
  /** Renames a CPS course at its site: its OnlineCourses entry and its tee times carry the new name. */
  renameCourse(input: CourseNameInput): void;
  reset(): void;
};

/** The control API's operations, on the simulator's parts (the same in-process and over HTTP). */
export function createControl(parts: {
  sheets: ReturnType<typeof createTeeSheets>;
  cps: ReturnType<typeof createCps>;
  chronogolf: ReturnType<typeof createChronogolf>;
  faults: ReturnType<typeof createFaults>;
  requestLog: ReturnType<typeof createRequestLog>;
  rateLimited: () => number;
}): SimulatorControl {
  const { sheets, cps, chronogolf, faults, requestLog } = parts;
  return {
    setSlot(input: SlotInput): SlotView {
      const parsed = parseSlotInput(input);
      const slot = sheets.setSlot(parsed.input);
      return slotView(parsed.input.course, parsed.input.date, slot, parsed.clubId);
    },
    slots: (course: CourseRef, date: string): SlotView[] =>
      sheets.slotsOf(course, date).map((slot) => slotView(course, date, slot)),
    tick(steps = 1): TickResult {
      const count = parseTickInput({ steps });
      return { steps: count, changes: sheets.tick(count) };
    },
    addFault(input: FaultInput): { id: string } {
      const parsed = parseFaultInput(input);
      return { id: faults.add(parsed.target, parsed.fault, parsed.times).id };
    },
    clearFaults: (id?: string) => faults.clear(id),
    faults: () => faults.list(),
    requests: () => requestLog.snapshot(),
    rateLimited: parts.rateLimited,
    clearRequests: () => requestLog.clear(),
    setVariant(input: VariantInput): void {
      const parsed = parseVariantInput(input);
      if (parsed.system === 'cps') cps.setVariant(parsed.site, parsed.variant);
      else chronogolf.setStatus(parsed.status);
    },
    renameCourse(input: CourseNameInput): void {
      const parsed = parseCourseNameInput(input);
      cps.renameCourse(parsed.site, parsed.courseId, parsed.name);
    },
    reset(): void {
      sheets.reset();
      cps.reset();
      chronogolf.reset();
      faults.clear();
      requestLog.clear();
    },
  };
}

/** A request under /__control/: the control API over HTTP. */
export function controlRoute(control: SimulatorControl, method: string, path: string, body: unknown): Reply {
  const ok = jsonReply(200, { ok: true });
  if (method === 'DELETE' && path.startsWith('fault/')) {
    const id = decodeURIComponent(path.slice('fault/'.length));
    return control.clearFaults(id) ? ok : jsonReply(404, { error: `No fault ${id}` });
  }
  switch (`${method} ${path}`) {
    case 'GET health':
      return ok;
    case 'POST reset':
      control.reset();
      return ok;
    case 'POST slot':
      return jsonReply(200, control.setSlot(body as SlotInput));
    case 'POST tick':
      return jsonReply(200, control.tick(parseTickInput(body)));
    case 'POST variant':
      control.setVariant(body as VariantInput);
      return ok;
    case 'POST course-name':
      control.renameCourse(body as CourseNameInput);
      return ok;
    case 'POST fault':
      return jsonReply(200, control.addFault(body as FaultInput));
    case 'GET fault':
      return jsonReply(200, { faults: control.faults() });
    case 'DELETE fault':
      control.clearFaults();
      return ok;
    case 'GET requests':
      return jsonReply(200, control.requests());
    case 'DELETE requests':
      control.clearRequests();
      return ok;
    default:
      return jsonReply(404, { error: `No control endpoint ${method} /__control/${path}` });
  }
}
