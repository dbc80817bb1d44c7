const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  role: 'remote',
  name: 'klw_krachtvoer',
  dirname: __dirname,
  exposes: {
    './lifecycles': './src/exposes/lifecycles.ts',
    // Run by the shell while the screen's code is still on its way: the year's load starts.
    './page-load': './src/exposes/page-load.ts',
  },
  remotes: ['klw_auth'],
});
