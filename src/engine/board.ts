// The shape of data/boards/<game>.json, shared by the games (rules data) and the renderer
// (coordinates). Games may add their own fields (routes, bases) beside these.

export interface BoardSpace {
  id: string;
  /** Key into BoardData.kinds. */
  kind: string;
  /** Centre of the space, in board pixels. */
  x: number;
  y: number;
  /** Short text printed on the space ("START", "12"). */
  label?: string;
  /** A printed direction ("MOVE AHEAD 2"), drawn small on the space. */
  text?: string;
  /** Fill override (Atcha's coloured squares). */
  fill?: string;
  /** Size override in pixels (defaults to BoardData.cell). */
  size?: number;
  shape?: 'square' | 'circle';
}

export interface BoardKind {
  /** Name shown in the legend ("GUARD"). */
  name: string;
  fill: string;
  /** Text colour on that fill. */
  ink: string;
}

/** Decoration drawn under the spaces: fortress walls, base yards, the centre. */
export interface BoardArea {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  stroke?: string;
  label?: string;
  /** Corner radius. */
  r?: number;
}

export interface BoardData {
  id: string;
  name: string;
  /** Board area in pixels (the renderer adds its caption strip below). */
  width: number;
  height: number;
  /** Default space size in pixels. */
  cell: number;
  background: string;
  kinds: Record<string, BoardKind>;
  spaces: BoardSpace[];
  /** Pairs of space ids drawn as a connecting path (and, for graph games, the movement graph). */
  links?: Array<[string, string]>;
  areas?: BoardArea[];
}
