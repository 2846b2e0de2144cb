/** The part of the `smpp` package (CommonJS, no types of its own) that the portal and its tests use. */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events'
  import type { Server as NetServer, Socket } from 'node:net'
  import type { ConnectionOptions, TlsOptions } from 'node:tls'

  type Params = Record<string, unknown>
  type OnResponse = (pdu: smpp.PDU) => void

  // CommonJS: `import smpp from 'smpp'` is its module.exports.
  export = smpp

  namespace smpp {
    interface PDU {
      command: string
      command_id: number
      command_status: number
      sequence_number: number
      system_id?: string
      password?: string
      message_id?: string
      source_addr?: string
      destination_addr?: string
      dest_addr_ton?: number
      esm_class?: number
      data_coding?: number
      registered_delivery?: number
      receipted_message_id?: string
      message_state?: number
      /** Decoded by the library: the user-data header's elements and the text. */
      short_message?: { udh?: Buffer[]; message: string | Buffer }
      /** A data_sm's text (a TLV), decoded as short_message is. */
      message_payload?: { udh?: Buffer[]; message: string | Buffer }
      response(options?: Params): PDU
      isResponse(): boolean
    }

    class Session extends EventEmitter {
      socket: Socket
      send(pdu: PDU, onResponse?: OnResponse): boolean
      close(callback?: () => void): void
      destroy(callback?: () => void): void
      pause(): void
      resume(): void
      bind_transmitter(params: Params, onResponse?: OnResponse): boolean
      bind_transceiver(params: Params, onResponse?: OnResponse): boolean
      submit_sm(params: Params, onResponse?: OnResponse): boolean
      deliver_sm(params: Params, onResponse?: OnResponse): boolean
      data_sm(params: Params, onResponse?: OnResponse): boolean
      enquire_link(params: Params, onResponse?: OnResponse): boolean
      unbind(params: Params, onResponse?: OnResponse): boolean
    }

    interface Server extends NetServer {
      sessions: Session[]
    }

    /** With `tls`, the options go on to tls.connect (`ca`, `rejectUnauthorized` …). */
    function connect(
      options: { host: string; port: number; tls?: boolean } & Omit<ConnectionOptions, 'host' | 'port'>,
    ): Session
    function createServer(listener: (session: Session) => void): Server
    /** With a key and a certificate, a TLS server (smpp.SecureServer). */
    function createServer(options: TlsOptions, listener: (session: Session) => void): Server

    /** A PDU to send, made by its command's name. */
    const PDU: new (command: string, options: Params) => PDU

    const errors: Record<string, number>
    const ESME_ROK: number
    const ESME_RBINDFAIL: number
    const ESME_RINVPASWD: number
    const ESME_RTHROTTLED: number
    const ESME_RX_T_APPN: number
    const ESME_RINVCMDID: number
    const ESME_RINVDSTADR: number
  }
}
