import { EnvironmentOutlined } from '@ant-design/icons';
import { textCell } from '../shared/text-cell';

/** A geometry as Well-Known Text (`POINT(1 2)`), shown and edited as that text. */
export const geometryCell = textCell({ errorKey: 'cells.errors.geometry', width: 200, icon: EnvironmentOutlined });
