// `import { … } from '@ant-design/icons'` under jest: one icon at a time (on-demand.cjs)
module.exports = require('./on-demand.cjs').iconsOnDemand();
