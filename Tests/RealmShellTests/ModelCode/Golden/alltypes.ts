import Realm, { BSON, ObjectSchema } from "realm";

export class AllTypes extends Realm.Object<AllTypes> {
  id!: number;
  boolReq!: boolean;
  boolOpt?: boolean;
  intReq!: number;
  intOpt?: number;
  floatReq!: number;
  floatOpt?: number;
  doubleReq!: number;
  doubleOpt?: number;
  stringReq!: string;
  stringOpt?: string;
  dataReq!: ArrayBuffer;
  dataOpt?: ArrayBuffer;
  dateReq!: Date;
  dateOpt?: Date;
  decimalReq!: BSON.Decimal128;
  decimalOpt?: BSON.Decimal128;
  objectIdReq!: BSON.ObjectId;
  objectIdOpt?: BSON.ObjectId;
  uuidReq!: BSON.UUID;
  uuidOpt?: BSON.UUID;
  anyValue!: Realm.Mixed;
  intList!: Realm.List<number>;
  intOptList!: Realm.List<number | null>;
  boolList!: Realm.List<boolean>;
  floatList!: Realm.List<number>;
  doubleList!: Realm.List<number>;
  stringList!: Realm.List<string>;
  stringOptList!: Realm.List<string | null>;
  dataList!: Realm.List<ArrayBuffer>;
  dateList!: Realm.List<Date>;
  decimalList!: Realm.List<BSON.Decimal128>;
  objectIdList!: Realm.List<BSON.ObjectId>;
  uuidList!: Realm.List<BSON.UUID>;
  mixedList!: Realm.List<Realm.Mixed>;
  intSet!: Realm.Set<number>;
  stringSet!: Realm.Set<string>;
  doubleSet!: Realm.Set<number>;
  dateSet!: Realm.Set<Date>;
  dataSet!: Realm.Set<ArrayBuffer>;
  uuidOptSet!: Realm.Set<BSON.UUID | null>;
  mixedSet!: Realm.Set<Realm.Mixed>;
  intDict!: Realm.Dictionary<number>;
  stringOptDict!: Realm.Dictionary<string | null>;
  doubleDict!: Realm.Dictionary<number>;
  boolOptDict!: Realm.Dictionary<boolean | null>;
  decimalDict!: Realm.Dictionary<BSON.Decimal128>;
  objectIdDict!: Realm.Dictionary<BSON.ObjectId>;
  dateOptDict!: Realm.Dictionary<Date | null>;
  mixedDict!: Realm.Dictionary<Realm.Mixed>;

  static schema: ObjectSchema = {
    name: "AllTypes",
    primaryKey: "id",
    properties: {
      id: "int",
      boolReq: "bool",
      boolOpt: "bool?",
      intReq: "int",
      intOpt: "int?",
      floatReq: "float",
      floatOpt: "float?",
      doubleReq: "double",
      doubleOpt: "double?",
      stringReq: "string",
      stringOpt: "string?",
      dataReq: "data",
      dataOpt: "data?",
      dateReq: "date",
      dateOpt: "date?",
      decimalReq: "decimal128",
      decimalOpt: "decimal128?",
      objectIdReq: "objectId",
      objectIdOpt: "objectId?",
      uuidReq: "uuid",
      uuidOpt: "uuid?",
      anyValue: "mixed",
      intList: "int[]",
      intOptList: "int?[]",
      boolList: "bool[]",
      floatList: "float[]",
      doubleList: "double[]",
      stringList: "string[]",
      stringOptList: "string?[]",
      dataList: "data[]",
      dateList: "date[]",
      decimalList: "decimal128[]",
      objectIdList: "objectId[]",
      uuidList: "uuid[]",
      mixedList: "mixed[]",
      intSet: "int<>",
      stringSet: "string<>",
      doubleSet: "double<>",
      dateSet: "date<>",
      dataSet: "data<>",
      uuidOptSet: "uuid?<>",
      mixedSet: "mixed<>",
      intDict: "int{}",
      stringOptDict: "string?{}",
      doubleDict: "double{}",
      boolOptDict: "bool?{}",
      decimalDict: "decimal128{}",
      objectIdDict: "objectId{}",
      dateOptDict: "date?{}",
      mixedDict: "mixed{}",
    },
  };
}
