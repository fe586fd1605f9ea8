// `import { … } from 'antd'` under jest: one component at a time (on-demand.cjs)
module.exports = require('./on-demand.cjs').antdOnDemand();
