// The server bundle's entry (vite.config.ts): what server.js needs to start, serve and stop.
import 'react-router'
export * as serverBuild from 'virtual:react-router/server-build'
export { startServices, stopServices } from './services'
export { requestPipeline } from './pipeline'
export { liveNotifications } from './live-notifications'
export { clientFiles } from './static-files'
export { gracefulStop } from './graceful-stop'
export { listenFailureMessage } from './listen-failure'
