// Every built page, second of two parts (pages 2, 4, 6, … of the sorted list): see every-page-checks.ts.
import { everyPage } from './every-page-checks';

everyPage(1, 2);
