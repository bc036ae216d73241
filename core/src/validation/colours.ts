import { THEME } from '../theme.js';
import type { ProjectTheme } from '../entities/meta.js';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[-\d.%]+(?:\s*[,\s]\s*[-\d.%]+){2}(?:\s*[,/]\s*[\d.%]+)?\s*\)$/i;
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred ' +
    'darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
    'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
    'goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise ' +
    'palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow ' +
    'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** A CSS colour: hex, rgb()/rgba()/hsl()/hsla(), or a named colour. */
export function isValidColour(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  return HEX.test(v) || FUNCTIONAL.test(v) || NAMED.has(v.toLowerCase());
}

export const DEFAULT_PROJECT_THEME: ProjectTheme = { primaryColor: THEME.primaryColor, accentColor: THEME.accentColor };

/** A project's theme from its meta (JSON string or object): invalid colours fall back to royal blue and pink. */
export function projectTheme(meta: unknown): ProjectTheme {
  let parsed: unknown = meta;
  if (typeof meta === 'string') {
    try {
      parsed = JSON.parse(meta);
    } catch {
      parsed = undefined;
    }
  }
  const theme = (parsed as { theme?: Partial<ProjectTheme> } | undefined)?.theme ?? {};
  return {
    primaryColor: isValidColour(theme.primaryColor) ? theme.primaryColor : DEFAULT_PROJECT_THEME.primaryColor,
    accentColor: isValidColour(theme.accentColor) ? theme.accentColor : DEFAULT_PROJECT_THEME.accentColor,
  };
}
