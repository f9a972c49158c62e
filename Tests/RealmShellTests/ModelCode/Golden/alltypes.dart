// Save as alltypes.dart; `dart run realm generate` writes alltypes.realm.dart.
import 'dart:typed_data';

import 'package:realm/realm.dart';

part 'alltypes.realm.dart';

@RealmModel()
class _AllTypes {
  @PrimaryKey()
  late int id;
  late bool boolReq;
  bool? boolOpt;
  late int intReq;
  int? intOpt;
  // float in the store: realm-dart declares it as double
  late double floatReq;
  // float in the store: realm-dart declares it as double
  double? floatOpt;
  late double doubleReq;
  double? doubleOpt;
  late String stringReq;
  String? stringOpt;
  late Uint8List dataReq;
  Uint8List? dataOpt;
  late DateTime dateReq;
  DateTime? dateOpt;
  late Decimal128 decimalReq;
  Decimal128? decimalOpt;
  late ObjectId objectIdReq;
  ObjectId? objectIdOpt;
  late Uuid uuidReq;
  Uuid? uuidOpt;
  late RealmValue anyValue;
  late List<int> intList;
  late List<int?> intOptList;
  late List<bool> boolList;
  // float in the store: realm-dart declares it as double
  late List<double> floatList;
  late List<double> doubleList;
  late List<String> stringList;
  late List<String?> stringOptList;
  late List<Uint8List> dataList;
  late List<DateTime> dateList;
  late List<Decimal128> decimalList;
  late List<ObjectId> objectIdList;
  late List<Uuid> uuidList;
  late List<RealmValue> mixedList;
  late Set<int> intSet;
  late Set<String> stringSet;
  late Set<double> doubleSet;
  late Set<DateTime> dateSet;
  late Set<Uint8List> dataSet;
  late Set<Uuid?> uuidOptSet;
  late Set<RealmValue> mixedSet;
  late Map<String, int> intDict;
  late Map<String, String?> stringOptDict;
  late Map<String, double> doubleDict;
  late Map<String, bool?> boolOptDict;
  late Map<String, Decimal128> decimalDict;
  late Map<String, ObjectId> objectIdDict;
  late Map<String, DateTime?> dateOptDict;
  late Map<String, RealmValue> mixedDict;
}
