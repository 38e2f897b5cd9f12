export declare const DEMO_BUDGETS: {
  CHRONOGOLF_REQUESTS_PER_SECOND: string;
  CPS_REQUESTS_PER_SECOND: string;
};
