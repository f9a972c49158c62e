import Realm, { BSON, ObjectSchema } from "realm";

export class Dog_s__x_ extends Realm.Object<Dog_s__x_> {
  "na\nme"!: string;
  "cr\r\u001b[2J\t\u0000"!: number;
  "a$b"?: string;
  "rtl\u202ex\u2028y\u0085"!: boolean;
  "own\\u000aer"?: Pe_rson_;

  static schema: ObjectSchema = {
    name: "Dog\"s $x\\",
    properties: {
      "na\nme": "string",
      "cr\r\u001b[2J\t\u0000": "int",
      "a$b": "string?",
      "rtl\u202ex\u2028y\u0085": "bool",
      "own\\u000aer": "Pe\nrson'?",
    },
  };
}

export class Pe_rson_ extends Realm.Object<Pe_rson_> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Pe\nrson' come from: Dog"s $x\\.own\\u000aer.
  name!: string;

  static schema: ObjectSchema = {
    name: "Pe\nrson'",
    properties: {
      name: "string",
    },
  };
}
