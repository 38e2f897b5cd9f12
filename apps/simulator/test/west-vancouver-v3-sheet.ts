import type { Simulator } from '../src/simulator';

/**
 * West Vancouver's v3 tee sheet (CourseId=1) on `date`: 7:57 AM open to 2 to 4 players at $31, 1:05 PM
 * one spot at $24.50, 8:05 AM full. The simulator's page test and the server's adapter test both read
 * it, so the page the simulator serves and what the adapter makes of it are checked on the same sheet.
 */
export function setWestVancouverV3Sheet(simulator: Pick<Simulator, 'setSlot'>, date: string): void {
  const at = { system: 'cps', site: 'westvancouverv3', courseId: 1, date } as const;
  simulator.setSlot({ ...at, time: '07:57', spots: 4, price: 31, minPlayers: 2 });
  simulator.setSlot({ ...at, time: '13:05', spots: 1, price: 24.5 });
  simulator.setSlot({ ...at, time: '08:05', spots: 0 });
}
