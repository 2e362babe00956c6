// Frozen links (issue 24): a query string written on 26 November 2026 for every island, with every parameter set, must
// open to the same values for ever. A renamed parameter, a changed choice word or a changed number format fails here;
// a deliberate change must keep old links working (or migrate them, with a test). Zenith links name their client
// version, so a change of the default version does not move them. Move lists and replays have their own fixtures in
// their rule set's folder (frozen-links.test.ts), which replay them to a board.
import { describe, expect, it } from 'vitest';
import { ISLAND_URL_SPECS } from '~/islands/url-specs';
import { readParams } from '~/lib/url-state';

/** Island → [link query written today, the values it must open to]. */
const LINKS: Record<string, [string, Record<string, unknown>]> = {
  'block-war/Arena': [
    'arSeed=fixture7&arOpponent=random&arColour=blue&arLimit=500&arGames=3&arBudget=30&arReplay=table.me.greedy.6kb06cek&arLang=python&arLangB=python',
    {
      arLang: 'python',
      arLangB: 'python',
      arSeed: 'fixture7',
      arOpponent: 'random',
      arColour: 'blue',
      arLimit: 500,
      arGames: 3,
      arBudget: 30,
      arReplay: 'table.me.greedy.6kb06cek',
    },
  ],
  'block-war/ClearLab': [
    'clBoard=0000000000000000000000000000000000000000003ff&clMover=blue&clPiece=I&clDir=1&clX=4&clY=9&clCombo=2',
    { clBoard: '0000000000000000000000000000000000000000003ff', clMover: 'blue', clPiece: 'I', clDir: 1, clX: 4, clY: 9, clCombo: 2 },
  ],
  'block-war/MatchReplay': ['mrSeed=abc&mrRed=random&mrBlue=greedy&mrTurn=42', { mrSeed: 'abc', mrRed: 'random', mrBlue: 'greedy', mrTurn: 42 }],
  'block-war/PieceExplorer': ['pePiece=S&peDir=3', { pePiece: 'S', peDir: 3 }],
  'block-war/PlayableBoard': ['pbSeed=table&pbBlue=hand&pbMoves=03020105', { pbSeed: 'table', pbBlue: 'hand', pbMoves: '03020105' }],
  'block-war/ReviewViewer': ['rfFrame=12', { rfFrame: 12 }],
  'home/HomeFavor': ['hfFloor=7&hfVer=2025-01', { hfFloor: 7, hfVer: '2025-01' }],
  'lost-space/KeyTour': ['ktSpawn=2&ktRound=45', { ktSpawn: '2', ktRound: 45 }],
  'lost-space/MapExplorer': ['mxRound=55&mxFrom=2-3-3&mxTo=0-3-3&mxSafe=1', { mxRound: 55, mxFrom: '2-3-3', mxTo: '0-3-3', mxSafe: true }],
  'lost-space/BotArena': [
    'lbSeed=12&lbSeeds=2&lbLimit=500&lbSeat0=you&lbSeat1=you2&lbSeat2=hunter&lbSeat3=random&lbLang0=python&lbLang1=js&lbGame=AbC-_9',
    {
      lbSeed: 12,
      lbSeeds: 2,
      lbLimit: 500,
      lbSeat0: 'you',
      lbSeat1: 'you2',
      lbSeat2: 'hunter',
      lbSeat3: 'random',
      lbLang0: 'python',
      lbLang1: 'js',
      lbGame: 'AbC-_9',
    },
  ],
  'lost-space/MatchSimulator': [
    'msSeed=7&msBot0=random&msBot1=goal&msBot2=hunter&msBot3=goal&msEnd=110&msRound=101',
    { msSeed: 7, msBot0: 'random', msBot1: 'goal', msBot2: 'hunter', msBot3: 'goal', msEnd: '110', msRound: 101 },
  ],
  'lost-space/RankingCalculator': [
    'rk0Escaped=0&rk0Round=90&rk0Keys=1&rk0Kills=2&rk0Deaths=3&rk1Escaped=1&rk1Round=40&rk1Keys=4&rk1Kills=0&rk1Deaths=0' +
      '&rk2Escaped=1&rk2Round=41&rk2Keys=2&rk2Kills=5&rk2Deaths=1&rk3Escaped=0&rk3Round=110&rk3Keys=0&rk3Kills=0&rk3Deaths=9',
    {
      rk0Escaped: false,
      rk0Round: 90,
      rk0Keys: 1,
      rk0Kills: 2,
      rk0Deaths: 3,
      rk1Escaped: true,
      rk1Round: 40,
      rk1Keys: 4,
      rk1Kills: 0,
      rk1Deaths: 0,
      rk2Escaped: true,
      rk2Round: 41,
      rk2Keys: 2,
      rk2Kills: 5,
      rk2Deaths: 1,
      rk3Escaped: false,
      rk3Round: 110,
      rk3Keys: 0,
      rk3Kills: 0,
      rk3Deaths: 9,
    },
  ],
  'sand/BfsFigure': ['bfShare=75', { bfShare: 75 }],
  'sand/SandEditor': ['beBoard=a26280c120&beStab=document-literal&beConn=8', { beBoard: 'a26280c120', beStab: 'document-literal', beConn: '8' }],
  'sand/PourFigure': ['poSize=10', { poSize: '10' }],
  'sand/SandSandbox': [
    'sbSeed=fixture&sbConn=8&sbScore=linear&sbColours=6&sbUndo=1&sbPatterns=1&sbMoves=.AA5LK&sbReplaySpeed=1',
    { sbSeed: 'fixture', sbConn: '8', sbScore: 'linear', sbColours: '6', sbUndo: true, sbPatterns: true, sbMoves: '.AA5LK', sbReplaySpeed: '1' },
  ],
  'tgm3/ExamChecker': [
    'exGames=S9,m1,m3,S7,GM,S4,m5&exClass=m2&exRule=world&exDem=12&exWGames=GM@MO,S5@S4&exWClass=MO&exWDem=3',
    { exGames: 'S9,m1,m3,S7,GM,S4,m5', exClass: 'm2', exRule: 'world', exDem: 12, exWGames: 'GM@MO,S5@S4', exWClass: 'MO', exWDem: 3 },
  ],
  'tgm3/FinalGradeCalculator': [
    'fgIg=27&fgCools=8&fgRoll=fading&fgS=1&fgD=2&fgT=3&fgQ=4&fgSurv=0&fgGm=1',
    { fgIg: 27, fgCools: 8, fgRoll: 'fading', fgS: 1, fgD: 2, fgT: 3, fgQ: 4, fgSurv: false, fgGm: true },
  ],
  'tgm3/GradePointsSim': [
    'gpPat=0304&gpActive=55&gpAfter=12&gpDecay=activeAlways&gpGen=random&gpSeed=77&gpSec=3',
    { gpPat: '0304', gpActive: 55, gpAfter: 12, gpDecay: 'activeAlways', gpGen: 'random', gpSeed: 77, gpSec: '3' },
  ],
  'tgm3/MasterPlanner': [
    'mpSplit=50,49,48,47,46,45,44,43,42,41&mpX70=35,34,33,32,31,30,29,28,27,26&mpClears=4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6&mpRoll=1-0-2-4&mpSurv=0&mpGm=1',
    {
      mpSplit: '50,49,48,47,46,45,44,43,42,41',
      mpX70: '35,34,33,32,31,30,29,28,27,26',
      mpClears: '4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6,4-3-3-6',
      mpRoll: '1-0-2-4',
      mpSurv: false,
      mpGm: true,
    },
  ],
  'tgm3/OneClearCalculator': ['ocIg=20&ocLines=4&ocCombo=3&ocLevel=800&ocPts=55', { ocIg: 20, ocLines: 4, ocCombo: 3, ocLevel: 800, ocPts: 55 }],
  'tgm3/RandomizerViewer': ['rzSeed=4242&rzStep=17', { rzSeed: 4242, rzStep: 17 }],
  'tgm3/ReversePlanner': ['bpFrom=6&bpPrev=28.5&bpCool=0&bpMissed=2', { bpFrom: 6, bpPrev: 28.5, bpCool: false, bpMissed: 2 }],
  'tgm3/RunPlanner': [
    'rpX70=45,44,43,42,41,40,39,38,37,36&rpEnd=63,61,60,58,57,55,53,50,49,47&rpPlus=always&rpExam=1&rpMore=1',
    { rpX70: '45,44,43,42,41,40,39,38,37,36', rpEnd: '63,61,60,58,57,55,53,50,49,47', rpPlus: 'always', rpExam: true, rpMore: true },
  ],
  'tgm3/ScoreCalculator': [
    'scoLevel=250&scoChain=43&scoSoft=5&scoSonic=3&scoActive=30',
    { scoLevel: 250, scoChain: '43', scoSoft: 5, scoSonic: 3, scoActive: 30 },
  ],
  'tgm3/SectionTimeline': ['dtSplit=50,49.5,48&dtX70=35,,33.25', { dtSplit: '50,49.5,48', dtX70: '35,,33.25' }],
  'tgm3/SequenceViewer': ['sqSeq=kamui&sqPos=12&sqFind=TSZ', { sqSeq: 'kamui', sqPos: 12, sqFind: 'TSZ' }],
  'tgm3/ShirasePlanner': [
    'shTimes=30,30,40,40,40,40,40,40,40,40,40,40,40&shRule=world&shPat=0102',
    { shTimes: '30,30,40,40,40,40,40,40,40,40,40,40,40', shRule: 'world', shPat: '0102' },
  ],
  'tgm3/SpeedCurves': ['scMode=shirase&scCools=4', { scMode: 'shirase', scCools: 4 }],
  'zenith/AttackCalculator': [
    'atLines=3&atSpin=mini&atPiece=S&atPc=1&atCombo=5&atStreak=12&atMods=expert,volatile&atVer=2025-01',
    { atLines: 3, atSpin: 'mini', atPiece: 'S', atPc: true, atCombo: 5, atStreak: 12, atMods: ['expert', 'volatile'], atVer: '2025-01' },
  ],
  'zenith/ClimbPlanner': [
    'cpBy=altitude&cpFloor=6&cpAlt=1234&cpMin=8&cpMods=messy&cpCancel=25&cpClears=50&cpKos=1.5&cpApm=90&cpVer=current&cpStyle=tspin',
    {
      cpBy: 'altitude',
      cpFloor: 6,
      cpAlt: 1234,
      cpMin: 8,
      cpMods: ['messy'],
      cpCancel: 25,
      cpClears: 50,
      cpKos: 1.5,
      cpApm: 90,
      cpVer: 'current',
      cpStyle: 'tspin',
    },
  ],
  'zenith/ClimbSimulator': [
    'csApm=75&csCancel=20&csClears=35&csKos=0.8&csMin=6&csSpike=40&csMods=gravity,nohold&csVer=2025-01',
    { csApm: 75, csCancel: 20, csClears: 35, csKos: 0.8, csMin: 6, csSpike: 40, csMods: ['gravity', 'nohold'], csVer: '2025-01' },
  ],
  'zenith/FavorWeightsPlot': [
    'fwFavor=-12&fwBoard=..........-X.........-GGGG.GGGGG&fwVer=current',
    { fwFavor: -12, fwBoard: '..........-X.........-GGGG.GGGGG', fwVer: 'current' },
  ],
  'zenith/ModExplorer': ['meMods=doublehole_reversed,invisible&meVer=2025-01', { meMods: ['doublehole_reversed', 'invisible'], meVer: '2025-01' }],
  'zenith/RankDecay': ['rdRank=5&rdXp=7.25&rdMode=duo&rdVer=2025-01', { rdRank: 5, rdXp: 7.25, rdMode: 'duo', rdVer: '2025-01' }],
  'zenith/RunCompare': [
    'yrSplits=31.467,69.183,112.650&yrApm=90&yrMods=expert&yrVer=2025-01',
    { yrSplits: '31.467,69.183,112.650', yrApm: 90, yrMods: ['expert'], yrVer: '2025-01' },
  ],
  'zenith/AltitudeRun': [
    'yaAlt=118,327.5,585&yaApm=90&yaMods=expert&yaVer=2025-01',
    { yaAlt: '118,327.5,585', yaApm: 90, yaMods: ['expert'], yaVer: '2025-01' },
  ],
  'zenith/PaceTargets': [
    'ptApm=120&ptGoal=8&ptMin=6.5&ptStep=60&ptMods=volatile&ptVer=2025-01&ptBy=goal',
    { ptApm: 120, ptGoal: 8, ptMin: 6.5, ptStep: '60', ptMods: ['volatile'], ptVer: '2025-01', ptBy: 'goal' },
  ],
  'zenith/SurgeCalculator': [
    'skRank=3&skXp=10.5&skLines=28&skFloor=2&skMods=expert&skVer=2025-01&skAll=0',
    { skRank: 3, skXp: 10.5, skLines: 28, skFloor: 2, skMods: ['expert'], skVer: '2025-01', skAll: false },
  ],
  'zenith/IncomingCalculator': [
    'icAtk=6&icSelf=1800&icFoe=900&icStreak=20&icGrace=12.5&icWindup=1&icDead=1&icShare=15&icMods=duo&icVer=2025-01',
    { icAtk: 6, icSelf: 1800, icFoe: 900, icStreak: 20, icGrace: 12.5, icWindup: true, icDead: true, icShare: 15, icMods: ['duo'], icVer: '2025-01' },
  ],
  'zenith/RevivePlanner': [
    'rvFloor=8&rvRevives=4&rvMode=duo_reversed&rvNohold=1&rvTime=4.5&rvDraw=9&rvVer=2025-01&rvPast=3-5-8',
    { rvFloor: 8, rvRevives: 4, rvMode: 'duo_reversed', rvNohold: true, rvTime: 4.5, rvDraw: 9, rvVer: '2025-01', rvPast: '3-5-8' },
  ],
  'zenith/Timelines': [
    'tlMods=expert_reversed&tlFloor=9&tlGrace=prose&tlVer=2025-01',
    { tlMods: ['expert_reversed'], tlFloor: 9, tlGrace: 'prose', tlVer: '2025-01' },
  ],
};

describe('frozen island links', () => {
  it.each(Object.entries(LINKS))('%s: the link opens to the same values, with no notice', (island, [query, want]) => {
    const specs = ISLAND_URL_SPECS[island];
    expect(specs, `${island} has no URL specs any more`).toBeDefined();
    const { values, notices } = readParams(`?${query}`, specs);
    expect(notices).toEqual([]);
    for (const [key, value] of Object.entries(want)) expect(values[key], key).toEqual(value);
  });
  it('every island that keeps state in the URL has a frozen link, and every parameter is in it (arCode aside)', () => {
    expect(Object.keys(LINKS).sort()).toEqual(Object.keys(ISLAND_URL_SPECS).sort());
    for (const [island, specs] of Object.entries(ISLAND_URL_SPECS)) {
      // arCode, arBot and arBotB (the reader's bot code in the arena, old and compressed formats) have their own frozen
      // fixtures in the arena's code-link tests and in tests/unit/block-war/frozen-links.test.ts.
      const params = Object.keys(specs).filter((k) => k !== 'arCode' && k !== 'arBot' && k !== 'arBotB');
      expect(Object.keys(LINKS[island][1]).sort(), island).toEqual(params.sort());
    }
  });
  it('a Zenith link written without a version keeps what it names; the version is whatever the default is then', () => {
    const { values, notices } = readParams('?atLines=4&atSpin=none&atPiece=I&atCombo=3', ISLAND_URL_SPECS['zenith/AttackCalculator']);
    expect(notices).toEqual([]);
    expect([values.atLines, values.atSpin, values.atPiece, values.atCombo]).toEqual([4, 'none', 'I', 3]);
  });
});
