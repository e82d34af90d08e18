// Which motif fits an item: the first rule whose words appear in its title or address, else
// one of its subject's motifs; never the motif of the item drawn just before it in its list.
import { EARTH_MOTIFS } from './motifs-earth.ts';
import { LIFE_MOTIFS } from './motifs-life.ts';
import { MATTER_MOTIFS } from './motifs-matter.ts';
import { SKY_MOTIFS } from './motifs-sky.ts';
import { formulaFor, TECH_MOTIFS } from './motifs-tech.ts';
import type { Motif, Rng } from './kit.ts';

const MOTIFS = { ...SKY_MOTIFS, ...LIFE_MOTIFS, ...MATTER_MOTIFS, ...EARTH_MOTIFS, ...TECH_MOTIFS, formula: null };
export type MotifName = keyof typeof MOTIFS;

const RULES: [RegExp, MotifName][] = [
  [/чёрн\S* дыр/, 'blackHole'],
  [/телескоп|наблюдени/, 'telescope'],
  [/луна|прилив/, 'moon'],
  [/мкс|спутник|космическ\S* мусор/, 'satellite'],
  [/марс|ракет|космонавтик|космос рядом|дозор/, 'rocket'],
  [/солнечн\S* панел/, 'solarPanel'],
  [/солнечн\S* систем|планет\S* солнечн|путешествие по космосу/, 'planet'],
  [/лес|лёгкие|зелён/, 'tree'],
  [/звёзд|галактик/, 'galaxy'],
  [/фотосинтез|растени/, 'plant'],
  [/радуг|небо/, 'prism'],
  [/ньютон|велосипед/, 'wheel'],
  [/лимон|батарейк/, 'lemon'],
  [/квантов/, 'atom'],
  [/атомн|энергия будущего/, 'powerPlant'],
  [/водород/, 'drop'],
  [/электричеств/, 'lightning'],
  [/ветер|ветр/, 'windTurbine'],
  [/менделеев|веществ/, 'formula'],
  [/ржав|желез/, 'crystal'],
  [/запах|молекул/, 'molecule'],
  [/клетк|микроскоп/, 'cell'],
  [/днк|генетик|гены/, 'dna'],
  [/микроб|иммунитет|вакцин/, 'microbe'],
  [/спят|животн|собак/, 'paw'],
  [/сердц|здоров|как устроен человек/, 'heart'],
  [/динозавр/, 'dinosaur'],
  [/вулкан|землетряс/, 'volcano'],
  [/трясётся/, 'mountains'],
  [/гравитац/, 'apple'],
  [/звук|музык|подкаст/, 'sound'],
  [/интернет|цифров/, 'network'],
  [/нейросет|интеллект|мозг|памят/, 'brain'],
  [/пароль|шифр/, 'lock'],
  [/двоичн|информатик/, 'binary'],
  [/число π/, 'piSymbol'],
  [/природ|фибоначчи/, 'spiral'],
  [/вероятност|монетк/, 'dice'],
  [/алгоритм|программ|код будущего/, 'formula'],
  [/пластик|океан/, 'ocean'],
  [/климат|погод/, 'weather'],
  [/пчёл|опылен/, 'flower'],
  [/патрул/, 'weather'],
  [/мусор|сбор|экологи/, 'recycle'],
  [/робот|лаборатория будущего|изобретат/, 'robot'],
  [/лёд|вод[аоы]/, 'snowflake'],
  [/арктик|арктич/, 'iceberg'],
  [/земля|земли/, 'globe'],
  [/химия|лаборатор|опыт/, 'flask'],
  [/каникул|фестивал/, 'sun'],
  [/открыти|истори|женщин|лекци|наук/, 'bulb'],
  [/олимпиад|финал|конкурс|турнир|праздник|исследовател/, 'trophy'],
  [/логик|математ/, 'formula'],
];

const BY_SUBJECT: Record<string, MotifName[]> = {
  physics: ['atom', 'prism', 'magnet', 'lightning', 'wheel', 'formula'],
  space: ['planet', 'rocket', 'satellite', 'galaxy', 'stars'],
  astronomy: ['telescope', 'galaxy', 'moon', 'stars'],
  biology: ['cell', 'dna', 'plant', 'paw', 'microbe'],
  ecology: ['tree', 'recycle', 'globe', 'flower', 'ocean'],
  chemistry: ['flask', 'molecule', 'crystal', 'formula'],
  geology: ['volcano', 'mountains', 'fossil', 'map', 'crystal'],
  it: ['binary', 'network', 'circuit', 'formula'],
  maths: ['formula', 'piSymbol', 'spiral', 'dice'],
  medicine: ['heart', 'microbe', 'brain', 'dna'],
  energy: ['lightning', 'solarPanel', 'windTurbine', 'powerPlant', 'bulb'],
  robotics: ['robot', 'gear', 'circuit'],
};

/** The motif's name for an item; `previous` is the motif of the item before it in its list. */
export function chooseMotif(text: string, subject: string, r: Rng, previous?: MotifName): MotifName {
  const lower = text.toLowerCase();
  const ruled = RULES.find(([re]) => re.test(lower))?.[1];
  if (ruled && ruled !== previous) return ruled;
  const options = (BY_SUBJECT[subject] ?? BY_SUBJECT.physics!).filter((m) => m !== previous);
  return options[Math.floor(r() * options.length)]!;
}

export function motifByName(name: MotifName, subject: string): Motif {
  return name === 'formula' ? formulaFor(subject) : MOTIFS[name];
}
