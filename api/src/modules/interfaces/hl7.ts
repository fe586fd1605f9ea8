// The one door to the HL7 v2 library (message model from @medplum/core, MLLP framing from
// @medplum/hl7): the WebSocket stand-in must load first, and the rest of the module imports from here.
import './node-websocket';

export { Hl7Field, Hl7Message, Hl7Segment } from '@medplum/core';
export { Hl7Client, Hl7Connection, Hl7ErrorEvent, Hl7MessageEvent } from '@medplum/hl7';
