// The webpack settings host and remotes have in common: TypeScript/JSX through swc, minified by
// swc, a filesystem cache, '[name].js' entry files (a content hash there breaks the federation
// runtime) and hashed chunks.
const path = require('node:path');
const { BuildStampPlugin } = require('./build-stamp.cjs');

/** Build tools are the packages' own dependencies: resolve them from the package, not from here. */
const fromPackage = (dir, name) => require(require.resolve(name, { paths: [dir] }));

/**
 * Sets X-Forwarded-For to the connecting socket's address. Not `xfwd`: that keeps a header the
 * browser sent, and the API believes X-Forwarded-For from loopback proxies (its sign-in rate
 * limiter keys on it), so a browser's own value must never reach it.
 */
function setForwardedFor(proxyReq, req) {
  proxyReq.setHeader('X-Forwarded-For', req.socket.remoteAddress ?? '');
}

/**
 * The minimizer webpack ships (minimizer-webpack-plugin, resolved from webpack itself so it is the
 * version webpack was tested with) minifying with swc rather than its default terser at two
 * passes: the four production builds take 128 s instead of 220 on two idle cores, and the gzip
 * JavaScript is a little smaller (the sign-in page 295.5 KB against 297.2).
 */
function swcMinimizer(dir) {
  const webpackDir = path.dirname(require.resolve('webpack/package.json', { paths: [dir] }));
  const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [webpackDir] }));
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } });
}

function baseConfig({ dir, port, title, mode }) {
  const HtmlWebpackPlugin = fromPackage(dir, 'html-webpack-plugin');
  const production = mode === 'production';
  return {
    mode,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: 'auto',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack') },
    plugins: [new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title }), ...(production ? [new BuildStampPlugin(dir)] : [])],
    optimization: production ? { minimizer: [swcMinimizer(dir)] } : {},
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:4000', on: { proxyReq: setForwardedFor } }],
    },
  };
};

module.exports = baseConfig;
module.exports.fromPackage = fromPackage;
