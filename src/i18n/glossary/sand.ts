// Sand-block glossary. `source` is the design document's own term (it is written in Chinese); the Chinese pages use it.
import type { GlossaryEntry } from './types';

export const GLOSSARY: GlossaryEntry[] = [
  {
    id: 'logical-cell',
    en: 'logical cell',
    zh: '逻辑格子',
    source: '逻辑格子',
    note: { en: 'The unit of the rules: pieces, placement and scores count cells (12 × 22).', zh: '规则层的单位：方块、放置和计分都按格子计（12 × 22）。' },
  },
  {
    id: 'pixel',
    en: 'pixel (grain)',
    zh: '像素块',
    source: '像素块',
    note: { en: 'One grain of sand; falling and clears work on pixels (120 × 220).', zh: '一粒沙；下落和消除都在像素上进行（120 × 220）。' },
  },
  { id: 'logical-layer', en: 'logical layer', zh: '逻辑层', source: '逻辑层' },
  { id: 'pixel-layer', en: 'pixel layer', zh: '物理层', source: '物理层' },
  { id: 'tetromino', en: 'tetromino (piece)', zh: '方块', source: '方块' },
  {
    id: 'cluster',
    en: 'cluster',
    zh: '集群',
    source: '集群',
    note: { en: 'Same-coloured pixels joined up, down, left or right.', zh: '上下左右相连的同色像素块。' },
  },
  { id: 'connected', en: 'connected (4-way)', zh: '连通', source: '连通' },
  { id: 'settled', en: 'settled', zh: '落定', source: '落定' },
  {
    id: 'stable',
    en: 'stable',
    zh: '稳定',
    source: '稳定',
    note: { en: 'A pixel whose three cells below are floor, wall or stable pixels.', zh: '下方三个格子都是地面、墙或稳定像素块的像素块。' },
  },
  { id: 'unstable', en: 'unstable (moving)', zh: '不稳定', source: '不稳定' },
  { id: 'three-direction-rule', en: 'three-direction fall rule', zh: '三方向下落规则', source: '三方向下落规则' },
  { id: 'pile', en: 'pile', zh: '三角形堆积', source: '三角形堆积' },
  { id: 'update-order', en: 'update order', zh: '更新顺序', source: '更新顺序' },
  { id: 'active-pixels', en: 'active pixels', zh: '活跃像素块', source: '活跃像素块' },
  { id: 'stability-recheck', en: 'stability recheck', zh: '稳定性重新检查', source: '稳定性重新检查' },
  { id: 'clear', en: 'clear', zh: '消除', source: '消除' },
  {
    id: 'chain',
    en: 'chain',
    zh: '连锁消除',
    source: '连锁消除',
    note: { en: 'A clear set off by the sand that fell after an earlier clear.', zh: '前一次消除后落下的沙又形成的消除。' },
  },
  { id: 'chain-index', en: 'chain index', zh: '连锁数', source: '链数' },
  { id: 'preview-slot', en: 'slot', zh: '预览槽位', source: '预览槽位' },
  { id: 'seven-bag', en: '7-bag', zh: '7-Bag', source: '7-Bag' },
  { id: 'air-drop', en: 'air drop', zh: '空投', source: '空投' },
  { id: 'drag', en: 'drag', zh: '拖放', source: '拖放' },
  { id: 'game-over', en: 'game over', zh: '游戏结束', source: '游戏结束' },
  { id: 'pitfall', en: 'pitfall', zh: '陷阱', source: '陷阱' },
  { id: 'acceptance-test', en: 'acceptance test', zh: '验收测试', source: '验收测试用例' },
  { id: 'colour-red', en: 'red', zh: '红', source: '红' },
  { id: 'colour-blue', en: 'blue', zh: '蓝', source: '蓝' },
  { id: 'colour-green', en: 'green', zh: '绿', source: '绿' },
  { id: 'colour-yellow', en: 'yellow', zh: '黄', source: '黄' },
  { id: 'colour-purple', en: 'purple', zh: '紫', source: '紫' },
  { id: 'colour-white', en: 'white', zh: '白', source: '白' },
];

/** The Chinese name of an engine colour name ('red' -> '红'). */
export function colourZh(name: string): string {
  return GLOSSARY.find((e) => e.id === `colour-${name}`)?.zh ?? name;
}
