// Every built page at 390 px (a phone), light then dark: see every-page-checks.ts.
import { PHONE, everyPageAt } from './every-page-checks';

everyPageAt(PHONE);
