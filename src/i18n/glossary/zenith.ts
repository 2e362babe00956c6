// Zenith Tower terms in English and Chinese. Chinese terms as MrZ's write-up writes them (seed 000, "爬塔" floor table).
import type { GlossaryEntry } from './types';

export const GLOSSARY: GlossaryEntry[] = [
  // The ten floors: the game's English names and the write-up's Chinese names (seed 000, floor table).
  { id: 'floor-1', en: 'Hall of Beginnings', zh: '初始大厅', source: '初始大厅' },
  { id: 'floor-2', en: 'The Hotel', zh: '酒店', source: '酒店' },
  { id: 'floor-3', en: 'The Casino', zh: '赌场', source: '赌场' },
  { id: 'floor-4', en: 'The Arena', zh: '竞技场', source: '竞技场' },
  { id: 'floor-5', en: 'The Museum', zh: '博物馆', source: '博物馆' },
  { id: 'floor-6', en: 'Abandoned Offices', zh: '废弃办公楼', source: '废弃办公楼' },
  { id: 'floor-7', en: 'The Laboratory', zh: '实验室', source: '实验室' },
  { id: 'floor-8', en: 'The Core', zh: '核心', source: '核心' },
  { id: 'floor-9', en: 'Corruption', zh: '污染区', source: '污染区' },
  { id: 'floor-10', en: 'Platform of The Gods', zh: '神之境', source: '神之境' },
];
