// Chinese text of the Lost Space verification notes: the two source tables' headings, row labels and known-difference
// reasons, and every contradiction, keyed by id. The English data in index.ts, items.ts and numbers.ts stays the source
// of truth; tests/unit/i18n checks the ids, labels and reasons match.
import type { VerificationZh } from '~/i18n/verification';

const SEED = '003_85ed9463c6a679c3.txt';

export const ZH_CN: VerificationZh = {
  tables: {
  'lost-space/numbers': {
    title: '规则中写明的数字',
    rowHeader: '规则',
    labels: {
      Value: '数值',
      'Maximum HP (角色)': '生命上限（角色）',
      'Attack damage (攻击)': '攻击伤害（攻击）',
      'Medkit heal (治疗)': '医疗包回复量（治疗）',
      'Rounds until respawn (角色)': '复活等待回合数（角色）',
      'Detect cooldown, rounds (探查)': '探查冷却回合数（探查）',
      'Escape countdown, rounds (逃生舱)': '逃离倒数回合数（逃生舱）',
      'Supply point stock (地图)': '物资点初始物资（地图）',
      'Rounds to regain 1 supply (地图)': '回复 1 点物资所需回合数（地图）',
      'Warehouse fails, end of round (地图)': '仓库失效回合（地图）',
      'Vents fail, end of round (地图)': '通风管失效回合（地图）',
      'Central computer fails, end of round (地图)': '中央主机失效回合（地图）',
      'Medical fails, end of round (地图)': '医疗区失效回合（地图）',
      'Hangar fails, end of round (地图)': '机库失效回合（地图）',
      'Overtime length, rounds (基本规则)': '加时赛回合数（基本规则）',
      'Last round (地图)': '最后一个回合（地图）',
      'Points per key pick-up (排名规则)': '每次拾取密钥的积分（排名规则）',
      'Points per kill (排名规则)': '每次击杀的积分（排名规则）',
      'Points per death (排名规则)': '每次死亡的积分（排名规则）',
    },
    reasons: {
      'RULINGS.md, Lost Space: the seed says both "overtime lasts 30 rounds" (to round 110) and "the game ends at the end of round 100". The engine ends at 100 by default (20 rounds of overtime); 110 is a setting.':
        '项目裁定，失落深空：文档既说“加时赛持续 30 回合”（到第 110 回合），又说“在第 100 回合结束时，游戏结束”。引擎默认在第 100 回合结束（加时赛 20 回合）；110 是一个可选设置。',
    },
    section: '基本规则、角色、行动内容、逃生舱、地图、排名规则各节的正文',
  },
  'lost-space/items': {
    title: '道具：效果大小和携带数量',
    rowHeader: '道具',
    labels: {
      'Chinese name': '中文名称',
      'Effect amount': '效果数值',
      'Carry limit': '携带数量',
      MedKit: '医疗包',
      Blink: '闪现',
      Landmine: '地雷',
      Slime: '粘弹',
    },
    section: '道具一节的表格',
  },
  },
  contradictions: {
  'lost-space/map': {
    title: '用哪张地图',
    source: `${SEED}，地图一节的地图图片与裁判程序的地图文件`,
    readings: [
      { who: '旧图', says: '三层的早期布局，边与现在不同。' },
      { who: '裁判程序的地图文件', says: '比赛裁判程序实际加载的布局；回放截图与它一致。' },
    ],
    modelled: '裁判程序的地图文件（项目裁定，失落深空：地图）。',
  },
  'lost-space/zone-rounds': {
    title: '哪个功能区何时失效',
    source: `${SEED}，地图：“以上图文字从左到右的顺序依次在第 40，50，60，70，80 回合结束时失效”`,
    readings: [
      { who: '正文', says: '功能区按某张图上文字从左到右的顺序，在第 40、50、60、70、80 回合失效；顺序取决于看的是哪张图。' },
      { who: '裁判程序的地图文件', says: '仓库 40，通风管 50，中央主机 60，医疗区 70，机库 80。' },
    ],
    modelled: '仓库 40，通风管 50，中央主机 60，医疗区 70，机库 80，各在该回合结束时失效（项目裁定，失落深空：功能区失效回合）。',
  },
  'lost-space/end-of-game': {
    title: '游戏何时结束',
    source: `${SEED}，基本规则与地图两节`,
    readings: [
      { who: '基本规则', says: '最后一个功能区失效（第 80 回合）后加时赛持续 30 回合，所以游戏在第 110 回合后结束。' },
      { who: '地图', says: '游戏在第 100 回合结束时结束。' },
    ],
    modelled: '默认第 100 回合，110 作为引擎和模拟器的可选设置（项目裁定，失落深空：游戏结束）。',
  },
  'lost-space/coordinates': {
    title: '层、坐标与相邻',
    source: `${SEED}，地图和攻击两节，与地图文件对照`,
    readings: [
      { who: '规则', says: '各层叫一层、二层、三层；出生点在二层；电梯连接“对应位置”；上下层对应的位置不算相邻。' },
      { who: '地图文件', says: '坐标为 [z, x, y]，z0 是逃生舱层，z1 是出生层，z2 是下层；相邻以边表为准，包括斜边。' },
    ],
    modelled:
      '以地图文件为准：[z, x, y]；移动、攻击、探查和闪现只看边表；乘电梯是在同一 (x, y) 的不同层之间移动，从不让两个位置相邻（项目裁定，失落深空：坐标与相邻）。',
  },
  'lost-space/slime-turns': {
    title: '粘弹让人失去几个回合',
    source: `${SEED}，道具表：“跳过下两回合（本回合和下回合）”`,
    readings: [
      { who: '单元格的正文', says: '跳过下两回合。' },
      { who: '同一单元格里的括号', says: '本回合和下回合。' },
    ],
    modelled: '没有裁定：本站的选择是按括号理解。粘弹触发的那个回合立即结束，下一回合的行动被跳过；括号的说法更精确。',
  },
  'lost-space/trap-visibility': {
    title: '谁知道陷阱在哪里',
    source: `${SEED}，道具一节最后一段`,
    readings: [
      { who: '一句话', says: '玩家知道自己陷阱的位置，即使不在视野内；要找别人的陷阱得靠探查。' },
      { who: '紧接着的一句', says: '玩家可以获取现存陷阱的数量与位置。' },
    ],
    modelled: '没有裁定：本站的选择。玩家只看得到自己的陷阱（自己还剩几个陷阱，能说明有些已被触发或摧毁）；否则探查就没有用了。',
  },
  'lost-space/survivor-round': {
    title: '既没逃离也没死亡的玩家算哪个回合',
    source: `${SEED}，排名规则和基本规则两节`,
    readings: [
      { who: '排名规则', says: '未逃离的玩家按死亡回合排名，越晚越靠前。' },
      { who: '基本规则', says: '游戏结束时仍存活的玩家记为失败，但没有死亡。' },
    ],
    modelled: '没有裁定：本站的选择。存活者按游戏的最后一个回合计，所以排在所有更早死亡的玩家之前，存活者之间比积分。',
  },
},
};
