using System;
using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;
using Realms;

public partial class AllTypes : IRealmObject
{
    [PrimaryKey]
    [MapTo("id")]
    public long Id { get; set; }

    [MapTo("boolReq")]
    public bool BoolReq { get; set; }

    [MapTo("boolOpt")]
    public bool? BoolOpt { get; set; }

    [MapTo("intReq")]
    public long IntReq { get; set; }

    [MapTo("intOpt")]
    public long? IntOpt { get; set; }

    [MapTo("floatReq")]
    public float FloatReq { get; set; }

    [MapTo("floatOpt")]
    public float? FloatOpt { get; set; }

    [MapTo("doubleReq")]
    public double DoubleReq { get; set; }

    [MapTo("doubleOpt")]
    public double? DoubleOpt { get; set; }

    [MapTo("stringReq")]
    [Required]
    public string StringReq { get; set; }

    [MapTo("stringOpt")]
    public string StringOpt { get; set; }

    [MapTo("dataReq")]
    [Required]
    public byte[] DataReq { get; set; }

    [MapTo("dataOpt")]
    public byte[] DataOpt { get; set; }

    [MapTo("dateReq")]
    public DateTimeOffset DateReq { get; set; }

    [MapTo("dateOpt")]
    public DateTimeOffset? DateOpt { get; set; }

    [MapTo("decimalReq")]
    public Decimal128 DecimalReq { get; set; }

    [MapTo("decimalOpt")]
    public Decimal128? DecimalOpt { get; set; }

    [MapTo("objectIdReq")]
    public ObjectId ObjectIdReq { get; set; }

    [MapTo("objectIdOpt")]
    public ObjectId? ObjectIdOpt { get; set; }

    [MapTo("uuidReq")]
    public Guid UuidReq { get; set; }

    [MapTo("uuidOpt")]
    public Guid? UuidOpt { get; set; }

    [MapTo("anyValue")]
    public RealmValue AnyValue { get; set; }

    [MapTo("intList")]
    public IList<long> IntList { get; }

    [MapTo("intOptList")]
    public IList<long?> IntOptList { get; }

    [MapTo("boolList")]
    public IList<bool> BoolList { get; }

    [MapTo("floatList")]
    public IList<float> FloatList { get; }

    [MapTo("doubleList")]
    public IList<double> DoubleList { get; }

    [MapTo("stringList")]
    [Required]
    public IList<string> StringList { get; }

    [MapTo("stringOptList")]
    public IList<string> StringOptList { get; }

    [MapTo("dataList")]
    [Required]
    public IList<byte[]> DataList { get; }

    [MapTo("dateList")]
    public IList<DateTimeOffset> DateList { get; }

    [MapTo("decimalList")]
    public IList<Decimal128> DecimalList { get; }

    [MapTo("objectIdList")]
    public IList<ObjectId> ObjectIdList { get; }

    [MapTo("uuidList")]
    public IList<Guid> UuidList { get; }

    [MapTo("mixedList")]
    public IList<RealmValue> MixedList { get; }

    [MapTo("intSet")]
    public ISet<long> IntSet { get; }

    [MapTo("stringSet")]
    [Required]
    public ISet<string> StringSet { get; }

    [MapTo("doubleSet")]
    public ISet<double> DoubleSet { get; }

    [MapTo("dateSet")]
    public ISet<DateTimeOffset> DateSet { get; }

    [MapTo("dataSet")]
    [Required]
    public ISet<byte[]> DataSet { get; }

    [MapTo("uuidOptSet")]
    public ISet<Guid?> UuidOptSet { get; }

    [MapTo("mixedSet")]
    public ISet<RealmValue> MixedSet { get; }

    [MapTo("intDict")]
    public IDictionary<string, long> IntDict { get; }

    [MapTo("stringOptDict")]
    public IDictionary<string, string> StringOptDict { get; }

    [MapTo("doubleDict")]
    public IDictionary<string, double> DoubleDict { get; }

    [MapTo("boolOptDict")]
    public IDictionary<string, bool?> BoolOptDict { get; }

    [MapTo("decimalDict")]
    public IDictionary<string, Decimal128> DecimalDict { get; }

    [MapTo("objectIdDict")]
    public IDictionary<string, ObjectId> ObjectIdDict { get; }

    [MapTo("dateOptDict")]
    public IDictionary<string, DateTimeOffset?> DateOptDict { get; }

    [MapTo("mixedDict")]
    public IDictionary<string, RealmValue> MixedDict { get; }
}
