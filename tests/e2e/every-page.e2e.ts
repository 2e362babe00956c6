// Every built page at 1280 px, light then dark: see every-page-checks.ts. The 390 px run is every-page-390.e2e.ts,
// a separate file so the two widths run in parallel workers.
import { DESKTOP, everyPageAt } from './every-page-checks';

everyPageAt(DESKTOP);
