// The standalone page's early script (standalone-early-form.ts), inlined into index.html by webpack.config.js.
import { startEarlyPage } from './standalone-early-form';

startEarlyPage(window);
