/** The origin Sumsub's WebSDK frame is served from (SUMSUB_WEBSDK_URL; decision 590). */
import { appConfig } from '../../app.config.ts'

export const websdkOrigin = (): string => appConfig().SUMSUB_WEBSDK_URL
