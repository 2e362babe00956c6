// Every built page, first of two parts (pages 1, 3, 5, … of the sorted list): see every-page-checks.ts. The other part
// is every-page-2.e2e.ts, a separate file so the two run in parallel workers.
import { everyPage } from './every-page-checks';

everyPage(0, 2);
